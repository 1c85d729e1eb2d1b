/** The server's name and version, as `initialize` gives them on every transport. */
export const SERVER_NAME = 'india-pincode-ifsc';
export const SERVER_VERSION = '0.1.0';
