notify { 'abc'.capitalize: }
