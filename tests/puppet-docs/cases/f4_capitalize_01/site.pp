'hello'.capitalize()
capitalize('hello')
