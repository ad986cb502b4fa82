$n = 3
notify { "item-${sprintf('%03d', $n)}": }
