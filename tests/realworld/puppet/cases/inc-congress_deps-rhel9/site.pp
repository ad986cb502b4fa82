include congress::deps
