// The 'cashDrawer' namespace (the Caixa page): importing this file (for its side effect) registers the texts with i18next.
import { registerNamespace } from '../../../i18n';
import en from './en.json';
import ptBR from './pt-BR.json';

registerNamespace('cashDrawer', { 'pt-BR': ptBR, en });
