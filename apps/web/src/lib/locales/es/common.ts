import type { common as en } from '../en/common';
import type { Strings } from '../strings';

/** Texts every screen shares: buttons, errors, form states, toasts, colours, tags. */
export const common: Strings<typeof en> = {
  common: {
    backToList: 'Volver a la lista',
    cancel: 'Cancelar',
    close: 'Cerrar',
    save: 'Guardar',
    delete: 'Eliminar',
    edit: 'Editar',
    retry: 'Reintentar',
    dismiss: 'Descartar',
    actions: 'Acciones',
    yes: 'Sí',
    no: 'No',
    pagination: 'Paginación',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    pageOf: 'Página {{page}} de {{pages}}',
    pageOfAbout: 'Página {{page}} de unas {{pages}}',
    range: '{{from}}–{{to}} de {{total}}',
    rangeAbout: '{{from}}–{{to}} de unos {{total}}',
    recordingError: 'No se pudo cargar la grabación.',
    recordingLoading: 'Cargando la grabación…',
  },
  errors: {
    title: 'Algo salió mal',
    unexpected: 'Ocurrió un error inesperado.',
    home: 'Ir a la página de inicio',
  },
  notFound: {
    title: 'Página no encontrada',
    description: 'La página que buscas no existe o se ha movido.',
  },
  form: {
    unsavedTitle: '¿Descartar los cambios sin guardar?',
    unsavedDescription: 'Hay cambios sin guardar. Si sales, se pierden.',
    discard: 'Descartar cambios',
  },
  toast: {
    label: 'Notificación',
    viewport: 'Notificaciones ({{hotkey}})',
  },
  colors: {
    primary: 'Primario',
    secondary: 'Secundario',
    info: 'Información',
    success: 'Éxito',
    warning: 'Advertencia',
    error: 'Error',
    neutral: 'Neutro',
  },
  tags: {
    remove: 'Quitar {{tag}}',
  },
};
