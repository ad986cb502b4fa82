@notify { example: }
