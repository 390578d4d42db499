/**
 * Words an attacker tries first against this site that the common-password list (mostly English) misses:
 * Spanish password words, the brand and the business. Lower case, without accents (zxcvbn compares so).
 */
export const GUESSABLE_WORDS = [
  'contrasena', 'contraseña', 'clave', 'secreto', 'hola', 'holamundo', 'teamo', 'amor', 'amorcito', 'tequiero',
  'bienvenido', 'bienvenida', 'usuario', 'cliente', 'administrador', 'acceso', 'entrar', 'ingresar',
  'miami', 'miamidrop', 'drop', 'paquete', 'paquetes', 'casillero', 'envio', 'envios', 'compras', 'florida',
  'argentina', 'venezuela', 'colombia', 'mexico', 'espana', 'peru', 'chile', 'uruguay', 'ecuador', 'cuba',
  'futbol', 'boca', 'river', 'barcelona', 'madrid', 'real', 'messi', 'dios', 'jesus', 'familia', 'mama', 'papa',
];
