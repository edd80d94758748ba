// The 'notices' namespace: importing this file (for its side effect) registers the texts with i18next.
import { registerNamespace } from '../../../i18n';
import en from './en.json';
import ptBR from './pt-BR.json';

registerNamespace('notices', { 'pt-BR': ptBR, en });
