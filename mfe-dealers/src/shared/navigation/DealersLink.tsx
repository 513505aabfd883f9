import { Link, type LinkProps, useLocation } from 'react-router-dom';
import { linkState } from 'shared-kit';

/**
 * Every link of this remote: a react-router Link that passes the location it leaves as `{ from }`,
 * as the shop's shared navigation does (000 and 001 section 2: "Navigation passes the previous
 * location as state").
 */
export function DealersLink({ state, ...props }: LinkProps) {
  return <Link {...props} state={linkState(useLocation(), state)} />;
}
