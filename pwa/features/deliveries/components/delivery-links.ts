/** The app's addresses the delivery screens link to (features do not know the app's routes). */
export interface DeliveryLinks {
  list: string;
  newDelivery: string;
  delivery: (id: number) => string;
  /** The account's delivery addresses section. */
  addresses: string;
  /** Where the customer's cards are managed. */
  paymentMethods: string;
}
