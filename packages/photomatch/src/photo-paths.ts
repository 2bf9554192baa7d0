/** The photo shop's own addresses (bookable-services.md §2). */
export const photoPaths = {
  overview: '/photomatch/overview',
  consent: '/photomatch/consent',
  myPhotos: '/photomatch/myphotos',
  packages: '/photomatch/packages',
  cart: '/photomatch/cart',
  orderConfirmation: '/photomatch/orderconfirmation',
  orders: '/photomatch/orders',
  orderDetail: '/photomatch/orderDetail',
} as const;
