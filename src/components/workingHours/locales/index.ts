// The 'workingHours' namespace of the shared week editor (staff's Horários tab, the salon's default hours).
import { registerNamespace } from '../../../i18n';
import en from './en.json';
import ptBR from './pt-BR.json';

registerNamespace('workingHours', { 'pt-BR': ptBR, en });
