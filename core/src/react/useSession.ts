import { useSyncExternalStore } from 'react';
import { SessionServiceRef, type SessionState } from '../services/session/sessionService';
import { useService } from './useService';

/** The session's state (logged in or out, expiry); actions are on `useService(SessionServiceRef)`. */
export function useSession(): SessionState {
  const session = useService(SessionServiceRef);
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}
