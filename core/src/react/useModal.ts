import { ModalServiceRef, type ModalService } from '../services/modals/modalService';
import { useService } from './useService';

/** Opens modals by ref: `const { result } = useModal().open(confirmRef, props)`. */
export function useModal(): ModalService {
  return useService(ModalServiceRef);
}
