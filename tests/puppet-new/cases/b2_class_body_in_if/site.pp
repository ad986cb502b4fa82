if true { class c { } }
