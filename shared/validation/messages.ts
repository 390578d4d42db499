/**
 * Validation messages of the spec, in both languages. Schemas carry the key as their
 * message; the PWA translates it with i18next and the API with `validationMessage`.
 */
export const validationMessages = {
  en: {
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    nameTooLong: 'Name is too long',
    fieldTooLong: 'This field is too long',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    emailsDoNotMatch: 'Emails do not match',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 6 characters',
    passwordTooLong: 'Password must be at most 128 characters',
    passwordTooWeak: 'This password is too easy to guess. Avoid common passwords, repeated or sequential characters, and your name or email.',
    passwordsDoNotMatch: 'Passwords do not match',
    termsRequired: 'You must accept the terms and conditions',
    phoneRequired: 'Phone is required',
    countryCodeInvalid: 'Invalid country code (e.g., +54, +1)',
    phoneNumberInvalid: 'Invalid number (6–15 digits)',
    phoneNumberInvalidForCountry: 'This number is not valid for the chosen country',
    tokenMissing: 'Missing or invalid token',
    invalidRequest: 'Invalid request',
    fieldRequired: 'This field is required',
    nameTooShort: 'Name must be at least 2 characters',
    messageTooShort: 'Message must be at least 10 characters',
    messageTooLong: 'Message must be at most 5000 characters',
    phoneTooLong: 'Phone must be at most 40 characters',
    subjectRequired: 'Please select a subject',
    dateInvalid: 'Please enter a valid date (YYYY-MM-DD)',
    trackingNumberRequired: 'Tracking number is required',
    packageTitleRequired: 'Package name is required',
    pickupByRequired: 'The name of the person picking up is required',
    pickupPackagesRequired: 'Select at least one package',
    pickupDateRequired: 'Please select a pickup date',
    pickupTimeInvalid: 'Please select a valid pickup time',
    planInvalid: 'Invalid plan',
    paymentProviderInvalid: 'Invalid payment provider',
    urlInvalid: 'Please enter a valid link starting with https://',
  },
  es: {
    firstNameRequired: 'El nombre es obligatorio',
    lastNameRequired: 'El apellido es obligatorio',
    nameTooLong: 'El nombre es demasiado largo',
    fieldTooLong: 'Este campo es demasiado largo',
    emailRequired: 'El email es obligatorio',
    emailInvalid: 'Por favor ingresa un email válido',
    emailsDoNotMatch: 'Los emails no coinciden',
    passwordRequired: 'La contraseña es obligatoria',
    passwordTooShort: 'La contraseña debe tener al menos 6 caracteres',
    passwordTooLong: 'La contraseña debe tener como máximo 128 caracteres',
    passwordTooWeak: 'Esta contraseña es muy fácil de adivinar. Evita contraseñas comunes, caracteres repetidos o en secuencia, y tu nombre o email.',
    passwordsDoNotMatch: 'Las contraseñas no coinciden',
    termsRequired: 'Debes aceptar los términos y condiciones',
    phoneRequired: 'El teléfono es obligatorio',
    countryCodeInvalid: 'Código de país inválido (ej., +54, +1)',
    phoneNumberInvalid: 'Número inválido (6–15 dígitos)',
    phoneNumberInvalidForCountry: 'Este número no es válido para el país elegido',
    tokenMissing: 'Token faltante o inválido',
    invalidRequest: 'Solicitud inválida',
    fieldRequired: 'Este campo es obligatorio',
    nameTooShort: 'El nombre debe tener al menos 2 caracteres',
    messageTooShort: 'El mensaje debe tener al menos 10 caracteres',
    messageTooLong: 'El mensaje debe tener como máximo 5000 caracteres',
    phoneTooLong: 'El teléfono debe tener como máximo 40 caracteres',
    subjectRequired: 'Por favor selecciona un asunto',
    dateInvalid: 'Por favor ingresa una fecha válida (AAAA-MM-DD)',
    trackingNumberRequired: 'El número de seguimiento es obligatorio',
    packageTitleRequired: 'El nombre del paquete es obligatorio',
    pickupByRequired: 'El nombre de la persona que retira es obligatorio',
    pickupPackagesRequired: 'Selecciona al menos un paquete',
    pickupDateRequired: 'Por favor selecciona una fecha de retiro',
    pickupTimeInvalid: 'Por favor selecciona un horario de retiro válido',
    planInvalid: 'Plan inválido',
    paymentProviderInvalid: 'Proveedor de pago inválido',
    urlInvalid: 'Por favor ingresa un enlace válido que empiece con https://',
  },
} as const;

export type Language = keyof typeof validationMessages;
export type ValidationMessageKey = keyof (typeof validationMessages)['en'];

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.prototype.hasOwnProperty.call(validationMessages.en, value);
}

/** The text for a schema message: a known key is translated, anything else is returned as is. */
export function validationMessage(keyOrText: string, language: Language = 'en'): string {
  return isValidationMessageKey(keyOrText) ? validationMessages[language][keyOrText] : keyOrText;
}
