// The 'appointments' namespace (the agenda's modals): importing this file (for its side effect) registers the
// texts with i18next. The agenda screen keeps its own 'agenda' namespace in the folder above.
import { registerNamespace } from '../../../../i18n';
import en from './en.json';
import ptBR from './pt-BR.json';

registerNamespace('appointments', { 'pt-BR': ptBR, en });
