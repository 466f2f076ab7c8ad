import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeatureFlagServiceRef, HEADER_ACTIONS_SLOT, Slot } from '@portal/core';
import { renderWithPortal, testPlugin } from '@portal/core/testing';
import { chatPlugin } from '../index';

const company = {
  displayName: 'Vare Energia',
  chat: { enabled: true, scriptUrl: 'https://chat.vare-energia.example/widget.js', channelId: 'vare-asiakaspalvelu' },
  customerServiceNumbers: [{ company: 'VARE', type: 'CustomerService', number: '0800 912 340', hours: 'ma–pe 8–16' }],
} as const;

describe('chat plugin', () => {
  afterEach(() => document.head.querySelectorAll('script[data-portal-chat]').forEach((s) => s.remove()));

  it('contributes the launcher and panel only while the chat flag is on', () => {
    expect(testPlugin(chatPlugin, { flags: { chat: true } }).slots.map((s) => s.id)).toEqual(['chat.launcher']);
    const off = testPlugin(chatPlugin, { flags: { chat: false } });
    expect(off.slots).toEqual([]);
    expect(off.modals).toEqual([]);
  });

  it('opens the chat panel and starts the provider chat on request', async () => {
    renderWithPortal(<Slot slot={HEADER_ACTIONS_SLOT} props={{}} />, { plugins: [chatPlugin], flags: { chat: true }, company });
    await userEvent.click(await screen.findByRole('button', { name: 'Avaa asiakaspalvelun chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asiakaspalvelun chat' });
    expect(dialog).toHaveTextContent('Vare Energian asiakaspalvelu vastaa');
    expect(dialog).toHaveTextContent('ma–pe 8–16');
    expect(dialog).toHaveTextContent('chat.vare-energia.example');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Aloita chat' }));
    const script = document.head.querySelector<HTMLScriptElement>('script[data-portal-chat]');
    expect(script?.src).toBe('https://chat.vare-energia.example/widget.js');
    expect(script?.dataset.channel).toBe('vare-asiakaspalvelu');
    act(() => void script?.dispatchEvent(new Event('load')));
    expect(await within(dialog).findByText('Chat on avattu. Kirjoita viestisi chat-ikkunaan.')).toBeInTheDocument();
  });

  it('disappears with its open panel when the flag goes off at run time', async () => {
    const { runtime } = renderWithPortal(<Slot slot={HEADER_ACTIONS_SLOT} props={{}} />, { plugins: [chatPlugin], flags: { chat: true }, company });
    await userEvent.click(await screen.findByRole('button', { name: 'Avaa asiakaspalvelun chat' }));
    await screen.findByRole('dialog');
    act(() => runtime.resolve(FeatureFlagServiceRef).setOverrides({ chat: false }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avaa asiakaspalvelun chat' })).not.toBeInTheDocument();
  });

  it('shows no launcher when the company has no chat, even with the flag on', async () => {
    renderWithPortal(<Slot slot={HEADER_ACTIONS_SLOT} props={{}} />, {
      plugins: [chatPlugin],
      flags: { chat: true },
      company: { chat: { enabled: false } },
    });
    await act(async () => undefined);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
