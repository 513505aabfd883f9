/** An e-mail address as a mailto link that wraps after the @ rather than in the middle of a word. */
export function MailLink({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <a href={`mailto:${email}`}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />@{email.slice(at + 1)}
        </>
      ) : (
        email
      )}
    </a>
  );
}
