// The 'audit' namespace of the shared 'Histórico' section (the appointment's detail, the sale's view).
import { registerNamespace } from '../../../i18n';
import en from './en.json';
import ptBR from './pt-BR.json';

registerNamespace('audit', { 'pt-BR': ptBR, en });
