# widths and precisions taken from the arguments; a negative width left-justifies
notice(sprintf('%-*s|%*d|%.*f|%*s|', 6, 'ab', 4, 7, 2, 3.14159, -5, 'x'))
