import type { search as en } from '../en/search';
import type { Strings } from '../strings';

/** Global search (Cmd/Ctrl+K). */
export const search: Strings<typeof en> = {
  search: {
    title: 'Buscar',
    trigger: 'Buscar…',
    inputLabel: 'Buscar prospectos, clientes, contactos y oportunidades',
    placeholder: 'Busca por nombre, título, correo o teléfono…',
    results: 'Resultados de la búsqueda',
    clear: 'Borrar la búsqueda',
    hint_one: 'Escribe al menos {{count}} carácter: un nombre, un correo o un teléfono en cualquier formato.',
    hint_other:
      'Escribe al menos {{count}} caracteres: un nombre, un correo o un teléfono en cualquier formato.',
    noResults: 'Nada coincide con «{{q}}».',
    resembling: 'Nada coincide exactamente con «{{q}}». Lo más parecido:',
    failed: 'La búsqueda falló',
    noOrganization: 'Elige una organización para buscar.',
    recent: 'Recientes',
    clearRecent: 'Borrar',
    groups: {
      lead: 'Prospectos',
      client: 'Clientes',
      contact: 'Contactos',
      opportunity: 'Oportunidades',
      trip: 'Viajes',
      supplier: 'Proveedores',
    },
    keys: { move: 'para moverte', open: 'para abrir', close: 'para cerrar' },
    anyFormat: 'Los teléfonos coinciden en cualquier formato',
  },
};
