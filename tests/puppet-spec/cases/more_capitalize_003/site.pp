notify { 'åäö'.capitalize: }
