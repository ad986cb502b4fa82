include m
