notify { []: }
notify { 'only': }
