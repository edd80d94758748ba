// The 'address' namespace of the shared CEP field (the salon profile, the client form).
import { registerNamespace } from '../../../i18n';
import en from './en.json';
import ptBR from './pt-BR.json';

registerNamespace('address', { 'pt-BR': ptBR, en });
