if true { class c {} }
