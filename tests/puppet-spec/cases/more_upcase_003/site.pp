notify { 'åäö'.upcase: }
