/** Finnish, the default language: complete by rule; sv and en are checked against its shape. */
export const fi = {
  headerButton: 'Asiakaspalvelu',
  headerButtonLabel: 'Asiakaspalvelu: puhelinnumerot ja aukioloajat',
  modal: {
    title: 'Asiakaspalvelun numerot',
    intro: '{{company}} palvelee sinua puhelimitse.',
    freeOfCharge: 'Soitot 0800-numeroihin ovat maksuttomia.',
    hours: 'Palveluajat: {{hours}}',
    call: 'Soita numeroon {{number}} ({{type}})',
    close: 'Sulje',
    none: 'Puhelinnumeroita ei ole saatavilla.',
  },
  type: { CustomerService: 'Asiakaspalvelu', Hotline: 'Päivystys' },
};

export type CustomerServiceTranslation = DeepStringShape<typeof fi>;

/** The shape of the Finnish texts with every text a string, so sv and en must give the same keys. */
type DeepStringShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStringShape<T[K]> };
