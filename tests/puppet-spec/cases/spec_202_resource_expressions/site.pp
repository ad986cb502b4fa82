'class' { a: }
