import type { FastifyRequest } from 'fastify';

export type Lang = 'pt-BR' | 'en';

const messages = {
  'pt-BR': {
    blank: 'Este campo é obrigatório',
    invalid: 'Valor inválido',
    tooLong: 'Texto longo demais (máximo de {max} caracteres)',
    tooShort: 'Texto curto demais (mínimo de {min} caracteres)',
    notNumber: 'Digite um número',
    outOfRange: 'Valor fora do permitido',
    malformedBody: 'Não entendemos os dados enviados. Recarregue a página e tente de novo.',
    bodyTooLarge: 'Os dados enviados são grandes demais.',
    unsupportedMedia: 'Formato de envio não suportado.',
    notFound: 'Não encontramos o que você procurava.',
    routeNotFound: 'Endereço da API não encontrado.',
    forbidden: 'Você não tem acesso a este salão.',
    unauthorized: 'Você precisa entrar na sua conta para continuar.',
    serverError: 'Algo deu errado do nosso lado. Tente de novo em instantes.',
    rateLimited: 'Muitas tentativas seguidas. Espere alguns minutos e tente de novo.',
    trialOver: 'Seu período de teste terminou. Assine um plano para continuar usando o Agendei.',
    nameBlank: 'Ei, você esqueceu de colocar seu nome',
    salonNameBlank: 'Você tem de digitar o nome do seu estabelecimento',
    emailInvalid: 'Ops! Por favor, digite um email válido',
    emailTaken: 'Já existe uma conta com este e-mail. Entre ou recupere sua senha.',
    passwordShort: 'Sua senha deve conter pelo menos 8 caracteres',
    passwordLong: 'Sua senha deve ter no máximo 128 caracteres',
    passwordMismatch: 'As senhas digitadas devem ser iguais',
    planInvalid: 'Escolha um plano válido',
    badCredentials: 'E-mail ou senha incorretos.',
    resetSent: 'Se houver uma conta com este e-mail, enviamos as instruções para criar uma nova senha.',
    resetTokenInvalid: 'Este link para criar uma nova senha é inválido ou expirou. Peça um novo.',
    passwordChanged: 'Sua senha foi alterada com sucesso!',
    signedOut: 'Você saiu da sua conta.',
  },
  en: {
    blank: 'This field is required',
    invalid: 'Invalid value',
    tooLong: 'Too long (at most {max} characters)',
    tooShort: 'Too short (at least {min} characters)',
    notNumber: 'Enter a number',
    outOfRange: 'Value out of range',
    malformedBody: 'We could not read the data sent. Reload the page and try again.',
    bodyTooLarge: 'The data sent is too large.',
    unsupportedMedia: 'Unsupported content type.',
    notFound: 'We could not find what you were looking for.',
    routeNotFound: 'API route not found.',
    forbidden: 'You have no access to this salon.',
    unauthorized: 'You need to sign in to continue.',
    serverError: 'Something went wrong on our side. Please try again shortly.',
    rateLimited: 'Too many attempts in a row. Wait a few minutes and try again.',
    trialOver: 'Your trial has ended. Subscribe to a plan to keep using Agendei.',
    nameBlank: 'Hey, you forgot to enter your name',
    salonNameBlank: 'Please enter the name of your business',
    emailInvalid: 'Oops! Please enter a valid e-mail',
    emailTaken: 'An account with this e-mail already exists. Sign in or recover your password.',
    passwordShort: 'Your password must have at least 8 characters',
    passwordLong: 'Your password must have at most 128 characters',
    passwordMismatch: 'The passwords must match',
    planInvalid: 'Choose a valid plan',
    badCredentials: 'Wrong e-mail or password.',
    resetSent: 'If an account exists for this e-mail, we have sent instructions to create a new password.',
    resetTokenInvalid: 'This link to create a new password is invalid or has expired. Ask for a new one.',
    passwordChanged: 'Your password has been changed!',
    signedOut: 'You have signed out.',
  },
} as const;

export type MessageKey = keyof (typeof messages)['pt-BR'];

export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** pt-BR unless the browser prefers English over Portuguese. */
export function langOf(request: Pick<FastifyRequest, 'headers'>): Lang {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return 'pt-BR';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('pt')) return 'pt-BR';
    if (tag.startsWith('en')) return 'en';
  }
  return 'pt-BR';
}
