@@notify { 'exp': tag => 'x' }
Notify <<| tag == 'x' |>>
