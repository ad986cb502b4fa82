$y = 'Y'
notice(@("E"/$))
\${y} ${y}
E
