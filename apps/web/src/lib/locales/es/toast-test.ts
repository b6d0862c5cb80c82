import type { toastTest as en } from '../en/toast-test';
import type { Strings } from '../strings';

/** The toast demo page. */
export const toastTest: Strings<typeof en> = {
  toastTest: {
    pageTitle: 'Prueba de notificaciones',
    pageDescription: 'Muestra una notificación de cada color del tema.',
    colors: 'Colores',
    hotkeyHint: 'Pulsa F8 para llevar el foco a las notificaciones.',
    showAll: 'Mostrar todas',
    title: 'Notificación {{color}}',
    description: 'Así se ve una notificación de este color.',
  },
};
