include nova::deps
