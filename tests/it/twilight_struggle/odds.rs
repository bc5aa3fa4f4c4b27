//! Exact odds (filled in below).
