notify { 'åäö_äö'.camelcase: }
