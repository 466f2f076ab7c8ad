import { StatusMessage } from '@portal/ui';

/** "Saved." after a successful save; StatusMessage is a polite status region, so it is announced. */
export function SavedNote({ shown, text }: { readonly shown: boolean; readonly text: string }) {
  return shown ? <StatusMessage>{text}</StatusMessage> : null;
}
