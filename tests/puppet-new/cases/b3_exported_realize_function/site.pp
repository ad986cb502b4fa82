@@notify { 'exp': }
realize(Notify['exp'])
