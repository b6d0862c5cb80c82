import type { auth as en } from '../en/auth';
import type { Strings } from '../strings';

/** Sign-in. */
export const auth: Strings<typeof en> = {
  login: {
    title: 'Inicia sesión en Aurora CRM',
    subtitle: 'Bienvenido de nuevo. Escribe tu correo de trabajo y tu contraseña.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    networkError: 'No se pudo contactar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    noAccessTitle: 'No hay ninguna organización que abrir',
    noAccessDescription:
      'Has iniciado sesión como {{email}}, pero esta cuenta no pertenece a ninguna organización y no es agente. Pide a un administrador que te añada a una organización.',
    useAnotherAccount: 'Entrar con otra cuenta',
  },
};
