"42".scanf("%i")
