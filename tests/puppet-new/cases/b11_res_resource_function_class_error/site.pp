Resource['class'] { 'k': }
