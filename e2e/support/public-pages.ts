/** The public pages, their addresses in each language and the texts the spec gives them. */
export interface PublicPage {
  name: string;
  es: { path: string; h1: string; title: string; texts: string[] };
  en: { path: string; h1: string; title: string; texts: string[] };
}

export const PUBLIC_PAGES: PublicPage[] = [
  {
    name: 'landing',
    es: {
      path: '/',
      h1: 'Tus compras de EE. UU., seguras en Miami hasta que las retires',
      title: 'Miami Drop | Tu casillero y almacenamiento en Miami',
      texts: ['Más Popular', 'Drop Básico', 'Drop Estándar', 'Drop Premium', '29.90', '39.90', '49.90', 'encriptación SSL de 256 bits', 'Recibe novedades y ofertas'],
    },
    en: {
      path: '/',
      h1: 'Your US purchases, safe in Miami until you pick them up',
      title: 'Miami Drop | Your mailbox and storage in Miami',
      texts: ['Most popular', 'Basic Drop', 'Standard Drop', 'Premium Drop', '256-bit SSL encryption', 'Get news and offers'],
    },
  },
  {
    name: 'about',
    es: {
      path: '/acerca-de-nosotros',
      h1: 'Acerca de nosotros',
      title: 'Acerca de nosotros | Miami Drop',
      texts: ['Nuestra misión', 'Seguridad', 'Confianza', 'Eficiencia', 'Innovación', 'Compromiso', '¿Por qué elegir Miami Drop?'],
    },
    en: {
      path: '/about-us',
      h1: 'About us',
      title: 'About us | Miami Drop',
      texts: ['Our mission', 'Security', 'Trust', 'Efficiency', 'Innovation', 'Commitment', 'Why choose Miami Drop?'],
    },
  },
  {
    name: 'how it works',
    es: {
      path: '/como-funciona',
      h1: 'Cómo funciona',
      title: 'Cómo funciona | Miami Drop',
      texts: ['Regístrate gratis', 'Elige tu plan', 'Recibe tus compras', 'Retira o te lo enviamos', '¿Listo para empezar a comprar en EE. UU.?'],
    },
    en: {
      path: '/how-it-works',
      h1: 'How it works',
      title: 'How it works | Miami Drop',
      texts: ['Register for free', 'Choose your plan', 'Receive your purchases', 'Pick up or have it shipped', 'Ready to start shopping in the US?'],
    },
  },
  {
    name: 'rates and plans',
    es: {
      path: '/tarifas-planes',
      h1: 'Tarifas y Planes',
      title: 'Tarifas y Planes | Miami Drop',
      texts: ['Más Popular', 'USD', 'Renovación', 'Almacenamiento', 'Importante', 'Beneficios de todos los planes', 'Sin demoras'],
    },
    en: {
      path: '/pricing-plans',
      h1: 'Rates and Plans',
      title: 'Rates and Plans | Miami Drop',
      texts: ['Most popular', 'USD', 'Renewal', 'Storage', 'Important', 'Benefits of every plan', 'No delays'],
    },
  },
  {
    name: 'contact',
    es: {
      path: '/contacto',
      h1: 'Contacto',
      title: 'Contacto | Miami Drop',
      texts: ['Envíanos un mensaje', 'Contacto directo', 'Dónde estamos', 'Síguenos'],
    },
    en: {
      path: '/contact',
      h1: 'Contact',
      title: 'Contact | Miami Drop',
      texts: ['Send us a message', 'Direct contact', 'Where we are', 'Follow us'],
    },
  },
  {
    name: 'legal',
    es: {
      path: '/legal',
      h1: 'Términos y Condiciones',
      title: 'Términos y Condiciones | Miami Drop',
      texts: ['Última actualización: enero de 2024', '1. Términos generales', '7. Contacto'],
    },
    en: {
      path: '/legal',
      h1: 'Terms and Conditions',
      title: 'Terms and Conditions | Miami Drop',
      texts: ['Last updated: January 2024', '1. General terms', '7. Contact'],
    },
  },
  {
    name: 'not found',
    es: { path: '/no-existe', h1: '¡Ups! Página no encontrada', title: 'Página no encontrada | Miami Drop', texts: ['Volver al inicio'] },
    en: { path: '/does-not-exist', h1: 'Oops! Page not found', title: 'Page not found | Miami Drop', texts: ['Back to home'] },
  },
];

/** The Spanish footer addresses and their English twins render the same page. */
export const ROUTE_ALIASES: Array<[string, string]> = [
  ['/acerca-de-nosotros', '/about-us'],
  ['/como-funciona', '/how-it-works'],
  ['/tarifas-planes', '/pricing-plans'],
  ['/tarifas-planes', '/pricing'],
  ['/contacto', '/contact'],
];
