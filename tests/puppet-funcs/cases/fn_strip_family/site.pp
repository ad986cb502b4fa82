notice("[${strip('  a b  ')}]")
notice("[${lstrip('  a  ')}]")
notice("[${rstrip('  a  ')}]")
notice(strip([' x ', 'y ']))
