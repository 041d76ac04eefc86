/** An http(s) address (a provider's or an advertiser's link, part 2 §5): what the forms accept before the server checks it again. */
export const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
