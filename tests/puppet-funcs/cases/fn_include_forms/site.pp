class a {} class b {} class c {}
include [a, '::b'], Class[c]
notice(defined(Class[b]))
