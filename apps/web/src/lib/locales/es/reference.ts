import type { reference as en } from '../en/reference';
import type { Strings } from '../strings';

/** Reference data seeded by the app, by key: shown in the interface language unless renamed. */
export const reference: Strings<typeof en> = {
  reference: {
    statuses: {
      lead: {
        new: 'Nuevo',
        contacted: 'Contactado',
        qualified: 'Calificado',
        unqualified: 'No calificado',
        converted: 'Convertido',
        lost: 'Perdido',
      },
      opportunity: {
        prospecting: 'Prospección',
        proposal: 'Propuesta',
        negotiation: 'Negociación',
        won: 'Ganada',
        lost: 'Perdida',
        new: 'Nueva',
        qualified: 'Calificada',
        quoted: 'Cotizada',
        verbal_yes: 'Sí verbal',
      },
      trip: {
        inquiry: 'Consulta',
        quoted: 'Cotizado',
        confirmed: 'Confirmado',
        travelling: 'En viaje',
        completed: 'Completado',
        cancelled: 'Cancelado',
      },
      task: {
        open: 'Abierta',
        in_progress: 'En curso',
        done: 'Hecha',
        cancelled: 'Cancelada',
      },
      invoice: {
        draft: 'Borrador',
        issued: 'Emitida',
        partly_paid: 'Pagada en parte',
        paid: 'Pagada',
        overdue: 'Vencida',
        void: 'Anulada',
      },
    },
    definitions: {
      lead_sources: {
        website: 'Sitio web',
        referral: 'Recomendación',
        phone: 'Teléfono',
        walk_in: 'Visita en persona',
        social_media: 'Redes sociales',
        email_campaign: 'Campaña de correo',
        partner: 'Socio',
      },
      call_outcomes: {
        interested: 'Interesado',
        not_interested: 'No interesado',
        callback: 'Devolver la llamada',
        voicemail: 'Buzón de voz',
        wrong_number: 'Número equivocado',
        booked: 'Reservó',
        no_answer: 'Sin respuesta',
      },
      lost_reasons: {
        price: 'Precio',
        timing: 'Momento',
        competitor: 'Se fue con la competencia',
        no_response: 'Sin respuesta',
        changed_plans: 'Cambió de planes',
      },
      trip_types: {
        leisure: 'Placer',
        honeymoon: 'Luna de miel',
        family: 'Familiar',
        business: 'Negocios',
        group: 'Grupo',
        cruise: 'Crucero',
        adventure: 'Aventura',
      },
      supplier_categories: {
        airline: 'Aerolínea',
        hotel: 'Hotel',
        tour_operator: 'Operador turístico',
        transfer: 'Traslado',
        cruise_line: 'Naviera',
        car_rental: 'Renta de autos',
        insurance: 'Seguro',
        dmc: 'Receptivo (DMC)',
        other: 'Otro',
      },
    },
  },
};
