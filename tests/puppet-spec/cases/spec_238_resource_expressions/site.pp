@@notify { example: }
