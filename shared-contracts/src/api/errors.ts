/** The one error shape every API answer uses. */
export interface ApiError {
  message: string;
  title?: string;
  /** Field errors for bad input: field name -> messages. */
  errors?: Record<string, string[]>;
}
