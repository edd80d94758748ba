// The 'legal' namespace: the terms and privacy texts are long, so only LegalDocument imports this file and no
// other page downloads them.
import { registerNamespace } from '../../../../i18n';
import en from './en.json';
import ptBR from './pt-BR.json';

registerNamespace('legal', { 'pt-BR': ptBR, en });
