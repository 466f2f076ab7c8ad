/**
 * Starts the company's chat by loading its provider's embed script once; the provider's widget then
 * opens its own window. Loading on demand (not at page load) keeps a third-party script out of the
 * way of every visitor who never chats.
 */
export function loadChatProviderScript(options: { scriptUrl: string; channelId?: string; document?: Document }): Promise<void> {
  const doc = options.document ?? document;
  const existing = doc.querySelector<HTMLScriptElement>(`script[data-portal-chat="${CSS.escape(options.scriptUrl)}"]`);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? doc.createElement('script');
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => reject(new Error(`Chat provider script ${options.scriptUrl} failed to load`)));
    if (!existing) {
      script.src = options.scriptUrl;
      script.async = true;
      script.dataset.portalChat = options.scriptUrl;
      if (options.channelId) script.dataset.channel = options.channelId;
      doc.head.append(script);
    }
  });
}
