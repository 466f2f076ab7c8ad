import { FormattersRef, type Formatters } from '../format/formatters';
import { useService } from './useService';

export function useFormatters(): Formatters {
  return useService(FormattersRef);
}
